import { describeAccessibility } from './accessibility.js';

describeAccessibility({ part: 1, of: 2 });
