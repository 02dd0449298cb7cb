// Benchmarks measure code as it is deployed: the production build defines NODE_ENV as "production", and
// that is what selects React's production builds (tests run the development builds, with their checks).
// This runs before anything imports React (docs/decisions/0103-benchmarks-run-production-react.md).
process.env.NODE_ENV = "production";
