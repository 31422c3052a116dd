import { describeAccessibility } from './accessibility.js';

describeAccessibility({ part: 2, of: 2 });
