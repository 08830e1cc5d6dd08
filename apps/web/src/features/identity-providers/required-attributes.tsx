import { REQUIRED_SAML_ATTRIBUTES, SSO_MESSAGES } from '@datadeck/contracts';
import { Code, List, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/List.layer.css';
import { useId } from 'react';

/** SPEC §2: the attributes every assertion must carry, by their names. */
export function RequiredAttributes() {
  const introId = useId();
  return (
    <Stack gap={4}>
      <Text size="sm" id={introId}>
        {SSO_MESSAGES.requiredAttributesIntro}
      </Text>
      <List size="sm" aria-labelledby={introId}>
        {REQUIRED_SAML_ATTRIBUTES.map((name) => (
          <List.Item key={name}>
            <Code>{name}</Code>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
