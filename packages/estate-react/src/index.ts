/**
 * @estate/react: the styled components, built on `@estate/sdk/react`. The component set arrives
 * with its stylesheet and stories (issue 8); nothing is exported until then.
 */
export {};
