/** The navigation components. */
export {};
