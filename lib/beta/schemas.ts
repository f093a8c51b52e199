import { z } from "zod";
import { COMMUNITY_INTERESTS } from "./community-interests";

// Input schemas shared by the beta routes and forms (the texts are the spec's).
import { EMAIL_MESSAGE, NAME_MESSAGE } from "./messages";
export { EMAIL_MESSAGE, NAME_MESSAGE };

const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

export const emailField = z.string().trim().max(254, EMAIL_MESSAGE).pipe(z.email(EMAIL_MESSAGE));

export const betaSignupSchema = z.object({
  email: emailField,
  name: z.preprocess(blankToUndefined, z.string().trim().min(2, NAME_MESSAGE).max(80, "Name must be at most 80 characters").optional()),
  referredBy: z.preprocess(blankToUndefined, z.string().trim().max(64).optional()),
});

export const phoneField = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ().-]{7,24}$/, "Please enter a valid phone number")
  .refine((v) => v.replace(/\D/g, "").length >= 7, "Please enter a valid phone number");

export const communitySignupSchema = z
  .object({
    email: z.preprocess(blankToUndefined, emailField.optional()),
    phone: z.preprocess(blankToUndefined, phoneField.optional()),
    name: z.preprocess(blankToUndefined, z.string().trim().max(80).optional()),
    interests: z.array(z.enum(COMMUNITY_INTERESTS)).max(COMMUNITY_INTERESTS.length).default([]),
    source: z.preprocess(blankToUndefined, z.string().trim().regex(/^[A-Za-z0-9_.-]{1,64}$/, "Invalid source").optional()),
  })
  .refine((v) => v.email || v.phone, { message: "Please enter your email address or phone number.", path: ["email"] });
