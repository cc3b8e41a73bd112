import { Box, Heading, List, Stack, Text } from '@chakra-ui/react';
import { DEFAULT_RETENTION_DAYS, PRIVACY_POLICY_VERSION } from '@campcare/domain';
import { usePageTitle } from '../../components/usePageTitle.ts';

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Stack as="section" aria-labelledby={id} gap={3}>
      <Heading as="h2" id={id} size="xl">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/**
 * CampCare's Privacy Policy: what the product actually does with personal
 * and health details. Registering asks for consent to this text, and the
 * consent stores its version (PRIVACY_POLICY_VERSION): change the version
 * when the substance changes.
 */
export function PrivacyPage() {
  usePageTitle('Privacy Policy');
  return (
    <Box maxW="760px" mx="auto" px={{ base: 4, md: 6 }} py={{ base: 10, md: 16 }}>
      <Stack gap={8}>
        <Stack gap={2}>
          <Heading as="h1" size="3xl">
            Privacy Policy
          </Heading>
          <Text color="fg.muted">Version {PRIVACY_POLICY_VERSION}</Text>
          <Text>
            CampCare runs free and paid medical camps with local health organisations. To register you for a camp we
            need a few details about you, some of them about your health. This page says, in plain words, what we
            keep, why, who can see it and for how long.
          </Text>
        </Stack>

        <Section id="what" title="What we keep">
          <List.Root gap={2} ps={5}>
            <List.Item>
              <b>Your account</b>: your name, email address and, if you add one, your photo.
            </List.Item>
            <List.Item>
              <b>Your health details</b>, given when you register for a camp or join its waiting list: your age,
              gender, phone number and an emergency contact.
            </List.Item>
            <List.Item>
              <b>Your registrations and payments</b>: which camps you joined, what you paid and when, whether you
              were checked in at the door. Card numbers go to our payment provider (Stripe) and never reach us.
            </List.Item>
            <List.Item>
              <b>Your reviews</b>: shown publicly with your name and photo, as you wrote them.
            </List.Item>
            <List.Item>
              <b>Your consent</b>: when you agreed to this policy, and to which version of it.
            </List.Item>
          </List.Root>
        </Section>

        <Section id="why" title="Why we keep it">
          <Text>
            Your health details let the camp’s medical team prepare for the people who come (an eye camp for
            children is run differently from one for adults) and reach someone if something happens to you during the
            camp. We do not use them for anything else: no advertising, no profiling, and we never sell them.
            Your registrations and payments are kept because we must account for the money we take and refund.
          </Text>
        </Section>

        <Section id="who" title="Who can see it">
          <List.Root gap={2} ps={5}>
            <List.Item>
              <b>The organizers of the camp you registered for</b> see your health details, and only for their own
              camps. Their tables show your name and registration; your health details open only in a registration’s
              detail view. Every time they are opened we record who opened them, when, which details and why, and
              you can see that list in your dashboard (Profile, “Who saw your health details”).
            </List.Item>
            <List.Item>
              <b>CampCare’s administrators</b> can see them too, for support, and are recorded the same way.
            </List.Item>
            <List.Item>
              <b>Nobody else.</b> Other participants never see your details. Our emails to you about your camps never
              contain your health details.
            </List.Item>
          </List.Root>
          <Text>Your name and email address are visible to the organizers of the camps you join.</Text>
        </Section>

        <Section id="how-long" title="How long we keep it">
          <List.Root gap={2} ps={5}>
            <List.Item>
              <b>Your health details</b> are erased a set number of days after the camp: {DEFAULT_RETENTION_DAYS} days unless
              the camp says otherwise (the registration form tells you). An automatic job erases them every hour, and the
              database deletes them by itself as a second safeguard.
            </List.Item>
            <List.Item>
              <b>Your registrations and payments</b> are kept without the health details, because attendance and
              accounting need them.
            </List.Item>
          </List.Root>
        </Section>

        <Section id="consent" title="Your consent">
          <Text>
            We ask for your consent every time you register for a camp or join a waiting list, and we cannot
            register you without it. We record when you gave it and for which version of this policy.
          </Text>
        </Section>

        <Section id="contact" title="Questions">
          <Text>
            Write to us at <a href="mailto:privacy@campcare.org">privacy@campcare.org</a> or through the Contact Us
            page. We answer within 30 days.
          </Text>
        </Section>
      </Stack>
    </Box>
  );
}
