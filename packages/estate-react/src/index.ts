export { SDK_VERSION } from "@estate/sdk";
