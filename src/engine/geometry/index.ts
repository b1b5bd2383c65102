export * from './candidates';
export * from './geometry';
export * from './presets';
