/** The property components. */
export {};
