export * from './roles';
export * from './priority';
export * from './channels';
export * from './access';
export * from './discipline-state';
export * from './copy';
export * from './format';
export * from './limits';
