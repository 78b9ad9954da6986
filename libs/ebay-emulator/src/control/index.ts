export { createControlRouter } from './control-router';
