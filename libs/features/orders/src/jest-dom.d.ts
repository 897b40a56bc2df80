// Brings the @testing-library/jest-dom matchers into the spec files' types.
/// <reference types="@testing-library/jest-dom" />
