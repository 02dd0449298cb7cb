import { describeApiFuzz } from "./fuzz-api-cases";

// The API's writes that can change which photos a site names or shows (test/integration/security/fuzz-api-cases.ts).
describeApiFuzz("photos");
