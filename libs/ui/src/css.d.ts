// Components import their plain .css files for side effects (bundled by Vite, stubbed in Jest).
declare module '*.css';
