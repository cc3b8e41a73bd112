import { Box, Heading, List, Stack, Text } from '@chakra-ui/react';
import { DEFAULT_RETENTION_DAYS, PRIVACY_POLICY_VERSION } from '@campcare/domain';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { useTranslation, withElements } from '../../lib/i18n/index.ts';
import { PageSection as Section } from './PageSection.tsx';

/** A list item that starts with its subject in bold: `{lead}` in the text says where the subject goes. */
function Led({ text, lead, values }: { text: string; lead: string; values?: Record<string, unknown> }) {
  const { t } = useTranslation();
  return <List.Item>{withElements(text, { lead: <b>{t(lead)}</b> }, values)}</List.Item>;
}

const PRIVACY_EMAIL = 'privacy@campcare.org';

/**
 * CampCare's Privacy Policy: what the product actually does with personal
 * and health details. Registering asks for consent to this text, and the
 * consent stores its version (PRIVACY_POLICY_VERSION): change the version
 * when the substance changes.
 */
export function PrivacyPage() {
  const { t } = useTranslation();
  usePageTitle(t('privacy.policy.title'));
  return (
    <Box maxW="760px" mx="auto" px={{ base: 4, md: 6 }} py={{ base: 10, md: 16 }}>
      <Stack gap={8}>
        <Stack gap={2}>
          <Heading as="h1" size="3xl">
            {t('privacy.policy.title')}
          </Heading>
          <Text color="fg.muted">{t('privacy.policy.version', { version: PRIVACY_POLICY_VERSION })}</Text>
          <Text>{t('privacy.policy.intro')}</Text>
        </Stack>

        <Section id="what" title={t('privacy.policy.what.title')}>
          <List.Root gap={2} ps={5}>
            <Led text="privacy.policy.what.account" lead="privacy.policy.what.accountLead" />
            <Led text="privacy.policy.what.health" lead="privacy.policy.what.healthLead" />
            <Led text="privacy.policy.what.registrations" lead="privacy.policy.what.registrationsLead" />
            <Led text="privacy.policy.what.reviews" lead="privacy.policy.what.reviewsLead" />
            <Led text="privacy.policy.what.consent" lead="privacy.policy.what.consentLead" />
          </List.Root>
        </Section>

        <Section id="why" title={t('privacy.policy.why.title')}>
          <Text>{t('privacy.policy.why.text')}</Text>
        </Section>

        <Section id="who" title={t('privacy.policy.who.title')}>
          <List.Root gap={2} ps={5}>
            <Led text="privacy.policy.who.organizers" lead="privacy.policy.who.organizersLead" />
            <Led text="privacy.policy.who.admins" lead="privacy.policy.who.adminsLead" />
            <Led text="privacy.policy.who.nobody" lead="privacy.policy.who.nobodyLead" />
          </List.Root>
          <Text>{t('privacy.policy.who.nameAndEmail')}</Text>
        </Section>

        <Section id="how-long" title={t('privacy.policy.howLong.title')}>
          <List.Root gap={2} ps={5}>
            <Led text="privacy.policy.howLong.health" lead="privacy.policy.howLong.healthLead" values={{ days: DEFAULT_RETENTION_DAYS }} />
            <Led text="privacy.policy.howLong.registrations" lead="privacy.policy.howLong.registrationsLead" />
          </List.Root>
        </Section>

        <Section id="consent" title={t('privacy.policy.consent.title')}>
          <Text>{t('privacy.policy.consent.text')}</Text>
        </Section>

        <Section id="contact" title={t('privacy.policy.contact.title')}>
          <Text>{withElements('privacy.policy.contact.text', { email: <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a> })}</Text>
        </Section>
      </Stack>
    </Box>
  );
}
