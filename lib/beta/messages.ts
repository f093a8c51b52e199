// The spec's validation texts, shared by the form (client) and the routes.
export const EMAIL_MESSAGE = "Please enter a valid email address";
export const NAME_MESSAGE = "Name must be at least 2 characters";
