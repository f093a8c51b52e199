// Splits a finished answer into small pieces so the offline path streams like a model.

/** Pieces of about `wordsPerChunk` words; joining them gives back the exact text. */
export function chunkAnswer(text: string, wordsPerChunk = 3): string[] {
  const parts = text.match(/\S+\s*|\s+/g) ?? [];
  const chunks: string[] = [];
  for (let i = 0; i < parts.length; i += wordsPerChunk) chunks.push(parts.slice(i, i + wordsPerChunk).join(""));
  return chunks;
}
