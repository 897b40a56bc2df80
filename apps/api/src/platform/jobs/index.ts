// Background work: kinds declared by the modules (work.ts), run on pg-boss (runtime.ts).
export * from './work';
export * from './runtime';
export * from './figures';
