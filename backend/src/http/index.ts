export { RateLimitRefusals } from './refusal-limit';
