import { route } from "@/lib/http/route";
import { searchPeople } from "@/lib/db/queries/admin-people";
import { peopleQuery } from "./schema";

// Admin: one page of people (waiting list and accounts) matching the search and filters, and the total.
export const GET = route({ auth: "admin", query: peopleQuery }, async ({ query }) => searchPeople(query));
