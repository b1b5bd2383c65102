export * from './candidates';
export * from './geometry';
export * from './presets';
export * from './solver';
export * from './fullgrid';
export * from './rules';
export * from './lattice-fill';
export * from './variant-transform';
