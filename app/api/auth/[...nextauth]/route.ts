import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { authOptions } from "@/lib/auth/next-auth-options";

// next-auth's own endpoints (csrf, signin/{provider}, callback/{provider}, session, signout).
// Options are built per request so env and the Apple client secret are read at run time.
type Ctx = { params: Promise<{ nextauth: string[] }> };
const handler = (req: NextRequest, ctx: Ctx) => NextAuth(req, ctx, authOptions());

export { handler as GET, handler as POST };
