import { Alert, Anchor, List, Text } from '@mantine/core';
import { terraformHelpUrl } from '@datadeck/contracts';
import { errorMessage, isApiError } from '../../shared/api/api-error.ts';

/**
 * SPEC §8 "Terraform: lists messages from the response": each message of a refused export, with
 * a link to the provider's documentation of the resource it concerns.
 */
export function ExportErrors({ error }: { error: unknown }) {
  const messages = isApiError(error) ? error.errors.map((e) => e.message) : [errorMessage(error)];
  return (
    <Alert color="red" title="The configuration could not be generated">
      <List spacing="xs">
        {messages.map((message) => (
          <List.Item key={message}>
            <Text size="sm">{message}</Text>
            <Anchor href={terraformHelpUrl(message)} target="_blank" rel="noopener noreferrer" size="sm">
              Provider documentation (opens in a new tab)
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
