import { Card, Stat, Text } from '@chakra-ui/react';

/**
 * One figure: its label and value, the one line that says what it counts
 * (`definition`), and its details (`help`, such as "12 of 15 confirmed").
 */
export function StatCard({ label, value, definition, help }: { label: string; value: string | number; definition?: string; help?: string }) {
  return (
    <Card.Root size="sm" data-testid={`stat-card-${label}`}>
      <Card.Body>
        <Stat.Root>
          <Stat.Label>{label}</Stat.Label>
          <Stat.ValueText data-testid={`stat-${label}`}>{value}</Stat.ValueText>
        </Stat.Root>
        {/* Outside the Stat: its <dl> may hold only the label and value pair. */}
        {help && (
          <Text fontSize="sm" color="fg.muted" mt="1">
            {help}
          </Text>
        )}
        {definition && (
          <Text fontSize="xs" color="fg.muted" mt="1">
            {definition}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
