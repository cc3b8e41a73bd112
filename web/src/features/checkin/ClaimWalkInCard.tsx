/**
 * "Registered at the door?": a participant types the code camp staff gave
 * them when they registered them as a walk-in, and the registration becomes
 * theirs (it then shows among their registered camps, live).
 */
import { Button, Card, Field, HStack, Input, Text } from '@chakra-ui/react';
import { claimCodeField } from '@campcare/domain/fields';
import { useState, type FormEvent } from 'react';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { useClaimWalkIn } from './api/claimWalkIn.ts';

export function ClaimWalkInCard() {
  const { t } = useTranslation();
  const claim = useClaimWalkIn();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [claimed, setClaimed] = useState<string | null>(null);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setClaimed(null);
    if (!claimCodeField.safeParse(code).success) {
      setProblem(t('dashboard.claim.codeInvalid'));
      return;
    }
    setProblem(null);
    try {
      const done = await claim.mutateAsync(code);
      setClaimed(done.CampName);
      setCode('');
    } catch (error) {
      setProblem(apiErrorMessage(error));
    }
  }

  return (
    <Card.Root size="sm" mb="5" data-testid="claim-walk-in">
      <Card.Body>
        <form onSubmit={(e) => void send(e)} noValidate aria-labelledby="claim-walk-in-title">
          <Text fontWeight="semibold" id="claim-walk-in-title">
            {t('dashboard.claim.title')}
          </Text>
          <Text fontSize="sm" color="fg.muted" mb="2">
            {t('dashboard.claim.explain')}
          </Text>
          <Field.Root invalid={!!problem}>
            <Field.Label>{t('dashboard.claim.codeLabel')}</Field.Label>
            <HStack gap="2" align="start" flexWrap="wrap">
              <Input
                value={code}
                onChange={(e) => setCode(e.target.value)}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                placeholder="K7M2P-Q9TXR"
                maxW="14rem"
                fontFamily="mono"
              />
              <Button type="submit" loading={claim.isPending} colorPalette="blue">
                {t('dashboard.claim.submit')}
              </Button>
            </HStack>
            {problem && <Field.ErrorText>{problem}</Field.ErrorText>}
          </Field.Root>
          {claimed && (
            <Text role="status" mt="2" color="fg.success">
              {t('dashboard.claim.done', { camp: claimed })}
            </Text>
          )}
        </form>
      </Card.Body>
    </Card.Root>
  );
}
