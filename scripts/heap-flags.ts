// V8's heap flags for each Next process `npm start` runs (scripts/start.ts), from SERVER_HEAP_MB and
// SERVER_HEAP_INITIAL_MB; 0 leaves that one to V8 (or to NODE_OPTIONS). Sized from load: issue 15,
// eighth and ninth rounds (docs/decisions/scale.md).
export function heapFlags({ ceilingMb, initialMb }: { ceilingMb: number; initialMb: number }): string[] {
  return [
    ...(ceilingMb > 0 ? [`--max-old-space-size=${ceilingMb}`] : []),
    // V8 takes at most half the ceiling as the initial size; said here so the flag means what it does.
    ...(initialMb > 0 ? [`--initial-old-space-size=${ceilingMb > 0 ? Math.min(initialMb, Math.floor(ceilingMb / 2)) : initialMb}`] : []),
  ];
}
