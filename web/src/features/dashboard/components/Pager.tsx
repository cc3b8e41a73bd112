/** Total, page position and previous/next buttons under a table. */
import { Button, Flex, Text } from '@chakra-ui/react';
import { pageCount } from '@campcare/domain';

export function Pager({
  page,
  pageSize,
  total,
  onPage,
  noun,
  loading = false,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  noun: string;
  loading?: boolean;
}) {
  const pages = pageCount(total, pageSize);
  return (
    <Flex mt="4" gap="3" align="center" justify="space-between" wrap="wrap">
      <Text fontSize="sm" aria-live="polite" data-testid="list-total">
        {loading ? 'Loading…' : `${total} ${noun}${total === 1 ? '' : 's'} · page ${Math.min(page, pages)} of ${pages}`}
      </Text>
      <Flex gap="2">
        <Button size="sm" variant="outline" onClick={() => onPage(page - 1)} disabled={loading || page <= 1}>
          Previous
        </Button>
        <Button size="sm" variant="outline" onClick={() => onPage(page + 1)} disabled={loading || page >= pages}>
          Next
        </Button>
      </Flex>
    </Flex>
  );
}
