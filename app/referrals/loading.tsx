import { Loader2 } from "lucide-react";

export default function Loading() {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-canvas" role="status">
      <Loader2 className="h-6 w-6 animate-spin text-brand-600" aria-hidden />
      <span className="ml-3 text-sm text-muted">Loading your referrals...</span>
    </div>
  );
}
