import type { Metadata } from "next";
import LandingPage from "../page";

export const metadata: Metadata = { title: "Join the Beta", alternates: { canonical: "/" } };

// Same page as '/', kept at its own address for links that point here.
export default LandingPage;
