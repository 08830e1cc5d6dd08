// Mantine's tooltip (floating-ui and its positioning), loaded by LazyTooltip once needed.
import '@mantine/core/styles/Tooltip.layer.css';

export { Tooltip } from '@mantine/core';
