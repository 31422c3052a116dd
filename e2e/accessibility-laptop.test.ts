import { describeAccessibility } from './accessibility.js';

describeAccessibility({ name: 'laptop', width: 1280, height: 800 });
