import { Anchor, Button, type AnchorProps, type ButtonProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, Ref } from 'react';

/*
 * Mantine components as router links. `component={Link}` would drop the router's typing of
 * `to` and `params`; createLink keeps it and adds the router's preloading and active state.
 */

type AnchorAttributes = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color' | 'style'>;

function ButtonAnchor({ ref, ...props }: ButtonProps & AnchorAttributes & { ref?: Ref<HTMLAnchorElement> }) {
  return <Button component="a" ref={ref} {...props} />;
}

function TextAnchor({ ref, ...props }: AnchorProps & AnchorAttributes & { ref?: Ref<HTMLAnchorElement> }) {
  return <Anchor ref={ref} {...props} />;
}

/** A button that navigates (Create Cluster, View Pricing, …). */
export const ButtonLink = createLink(ButtonAnchor);

/** An inline text link. */
export const AnchorLink = createLink(TextAnchor);
