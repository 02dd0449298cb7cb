import { describeApiFuzz } from "./fuzz-api-cases";

// The API's other project, media and site routes (test/integration/security/fuzz-api-cases.ts).
describeApiFuzz("projects");
