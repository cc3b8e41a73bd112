import { Card, Stat, Text } from '@chakra-ui/react';

export function StatCard({ label, value, help }: { label: string; value: string | number; help?: string }) {
  return (
    <Card.Root size="sm">
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
      </Card.Body>
    </Card.Root>
  );
}
