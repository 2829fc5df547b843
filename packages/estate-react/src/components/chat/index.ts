/** The chat components. */
export {};
