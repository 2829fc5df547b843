/** The part of s3rver's API the tests use (the package ships no types). */
declare module 's3rver' {
  interface S3rverOptions {
    port?: number;
    address?: string;
    silent?: boolean;
    directory: string;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }
  /** The little of a Koa context the tests' own handlers use (s3rver is a Koa application). */
  export interface S3rverContext {
    method: string;
    query: Record<string, string | string[] | undefined>;
    status: number;
    type: string;
    body: unknown;
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    /** Koa's middleware, in order; run() composes them. */
    middleware: ((ctx: S3rverContext, next: () => Promise<void>) => Promise<unknown>)[];
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
