/** The names of a message's `{placeholders}`, sorted, each once. */
export function placeholdersOf(message: string): string[] {
  return [...new Set([...message.matchAll(/\{\s*([A-Za-z_][\w]*)\s*[,}]/g)].map((m) => m[1]))].sort();
}
