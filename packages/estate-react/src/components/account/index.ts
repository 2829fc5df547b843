/** The account components. */
export {};
