import { Button, VisuallyHidden, type ButtonProps } from '@mantine/core';
import { DOCUMENTATION_URL } from '../../shared/links.ts';
import { ExternalLinkIcon } from '../../shared/ui/icons.tsx';

/** The external documentation, in a new tab (said to screen readers, shown by the icon). */
export function DocumentationLink({ children, ...props }: ButtonProps) {
  return (
    <Button
      component="a"
      href={DOCUMENTATION_URL}
      target="_blank"
      rel="noopener noreferrer"
      rightSection={<ExternalLinkIcon />}
      {...props}
    >
      {children}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </Button>
  );
}
