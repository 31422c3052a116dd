import { describeAccessibility } from './accessibility.js';

/** A phone, where the sidebar, tables and forms take another shape. */
describeAccessibility({ name: 'phone', width: 390, height: 844 });
