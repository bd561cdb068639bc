/** Resolves in a task of its own, so the work after it does not lengthen the current one. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
