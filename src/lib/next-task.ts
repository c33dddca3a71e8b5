/**
 * Resolves in a later task: work after it runs once the browser has had its turn (painting, input),
 * so a long start-up is several short tasks, not one long one.
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
