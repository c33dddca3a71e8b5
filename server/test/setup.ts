// Shared setup of the API test project. Each test file builds its own app and database
// (server/test/test-app.ts), so nothing is shared between files.
export {};
