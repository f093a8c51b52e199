import type { Metadata } from "next";
import LandingPage from "../page";

// Per request: its canonical link is absolute, and must name the address the server runs with.
export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Join the Beta", alternates: { canonical: "/" } };

// Same page as '/', kept at its own address for links that point here.
export default LandingPage;
