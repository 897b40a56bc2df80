import type { Meta, StoryObj } from '@storybook/react-vite';
import type { TDamageClaim } from '@pavilion/domain';
import { testDamageClaim } from '@pavilion/domain/testing';
import { Button } from '@pavilion/ui';
import { DamageClaimView } from './damage-claim-view';

/** A photo drawn in place, so the story needs no file server. */
const PHOTO =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='160' height='100'%3E%3Crect width='160' height='100' fill='%23c9ccd6'/%3E%3Cpath d='M10 70 L50 40 L90 65 L150 30' stroke='%23555' stroke-width='3' fill='none'/%3E%3C/svg%3E";

/** The sample claim (@pavilion/domain/testing) with a photo and a longer description. */
function claim(overrides: Partial<TDamageClaim> = {}): TDamageClaim {
  return testDamageClaim({
    amount: 95,
    currency: 'GBP',
    description: 'Red wine spilled on the upholstered seats of the VIP lounge.',
    photos: [{ id: '0b5c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3', url: PHOTO }],
    ...overrides,
  });
}

const meta = {
  title: 'Product/Damage claim',
  component: DamageClaimView,
  args: { claim: claim(), audience: 'partner' },
} satisfies Meta<typeof DamageClaimView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Filed, waiting for the buyer's answer, with the organiser's action under it. */
export const Default: Story = {
  args: {
    children: (
      <Button variant="secondary" size="sm">
        Withdraw this claim
      </Button>
    ),
  },
};

/** The buyer reads it addressed as "you". */
export const ToTheBuyer: Story = { args: { audience: 'buyer' } };

export const DisputedWaitingForSupport: Story = {
  args: {
    audience: 'admin',
    claim: claim({
      state: 'disputed',
      answer: { agree: false, comment: 'The seats were stained when we arrived.', at: '2025-09-04T09:00:00.000Z' },
    }),
  },
};

export const UpheldAndCharged: Story = {
  args: {
    claim: claim({
      state: 'charged',
      answer: { agree: false, comment: 'Not us', at: '2025-09-04T09:00:00.000Z' },
      decision: { outcome: 'upheld', amount: 70, reason: 'Fresh stains in the photos', at: '2025-09-06T10:00:00.000Z' },
      chargeAmount: 70,
      chargedAt: '2025-09-06T10:00:01.000Z',
    }),
  },
};

/** The charge failed: the state says so and when it is tried again. */
export const ChargeFailed: Story = {
  args: {
    claim: claim({
      state: 'charge_failed',
      answer: { agree: true, comment: null, at: '2025-09-04T09:00:00.000Z' },
      chargeAmount: 95,
      nextAttemptAt: '2025-09-05T09:00:00.000Z',
    }),
  },
};

/** No photos, withdrawn by the organiser. */
export const WithdrawnWithoutPhotos: Story = {
  args: { claim: claim({ state: 'withdrawn', photos: [], withdrawnAt: '2025-09-04T12:00:00.000Z' }) },
};

export const LongText: Story = {
  args: {
    claim: claim({
      amount: 12499.99,
      buyer: {
        firstName: 'Maximiliana Josefina',
        surname: 'Montgomery-Featherstonehaugh',
        email: 'maximiliana.montgomery-featherstonehaugh@very-long-company-name.example.com',
      },
      description:
        'During the evening reception a guest of this order moved two of the hired display screens from the exhibition hall into the VIP lounge, where one fell from its stand and cracked; the hire company charged for the screen, its stand and a call-out fee. '.repeat(
          2,
        ),
      photos: [1, 2, 3, 4, 5].map((n) => ({ id: `0b5c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c${n}`, url: PHOTO })),
    }),
  },
};

export const Narrow: Story = { parameters: { narrow: true }, args: LongText.args };
