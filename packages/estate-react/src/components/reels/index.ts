/** The reels components. */
export {};
