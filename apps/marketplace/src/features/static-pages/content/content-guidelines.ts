import { LEGAL_DOCUMENTS } from '@pavilion/domain';
import { SUPPORT_EMAIL } from '../../../config/contact';
import { h3, p, ul } from './blocks';
import { LEGAL_TEXT } from './legal.messages';
import type { AccordionPage } from './types';
import { marketplacePaths } from '../../../config/paths';

/** Review and content guidelines (/content-guidelines). */
export const contentGuidelinesPage: AccordionPage = {
  path: marketplacePaths.contentGuidelines,
  get title() {
    return LEGAL_TEXT.contentGuidelinesTitle;
  },
  // Its version and day are LEGAL_DOCUMENTS' (legal-versions.spec.ts checks the text is theirs).
  updated: LEGAL_DOCUMENTS['content-guidelines'].day,
  intro: [
    p(
      'Reviews help people decide which conference or trade show is worth their time and budget, and they help organisers run better events. They are only useful if they are genuine. These guidelines explain who can write a review on Pavilion, what a review can contain, how we check it and what happens when the rules are broken.',
    ),
    p(
      'They apply to everyone who posts content on Pavilion: attendees writing reviews and partners replying to them. Our customer terms of service (at /customer-terms-of-service) refer to these guidelines, so by using Pavilion you agree to follow them.',
    ),
  ],
  sections: [
    {
      id: 'who-can-write-a-review',
      title: 'Who can write a review',
      blocks: [
        p('You can review an event on Pavilion only if all of the following are true:'),
        ul(
          'you are over 18;',
          'you registered for the event through Pavilion, rather than directly with the organiser or through another seller; and',
          'you attended the event.',
        ),
        p(
          'After an event ends we send a short review questionnaire to the attendee named on each ticket. If a registration was cancelled, or the attendee did not turn up, no questionnaire is sent. This is how we make sure that every review on Pavilion comes from a real person who was there.',
        ),
        p(
          'We collect reviews for events that take place more than once, such as an annual conference or a trade show that returns every season, because a review is there to help people decide about the next edition.',
        ),
      ],
    },
    {
      id: 'scores-and-subscores',
      title: 'Scores, subscores and written comments',
      blocks: [
        p(
          'Every review has an overall score from 1 to 10, where 1 is very poor and 10 is exceptional. You can also give optional subscores, on the same scale, for:',
        ),
        ul('venue', 'content', 'networking', 'staff', 'value for money'),
        p(
          'You can add a written comment to explain your scores. Tell other attendees what you would have wanted to know before booking: the quality of the sessions, who you met, how the day was organised, whether the venue worked. Write about your own experience, in your own words.',
        ),
        p(
          "An event's review score is the average of the overall scores it has received. On event cards we show it as stars out of 5. Our How We Work page (at /how-we-work) explains this in more detail.",
        ),
      ],
    },
    {
      id: 'when-reviews-are-accepted-and-shown',
      title: 'When reviews are accepted and how long they are shown',
      blocks: [
        p(
          'We accept a review within 3 months of the date you attended. After that the questionnaire closes, because memories fade and the event may already have moved on.',
        ),
        p(
          'Reviews may stop being shown after 36 months, so that an event is judged on how it is run today rather than years ago. For the same reason, reviews may stop being shown when an event changes ownership, for example when it is sold to a different organiser.',
        ),
        p(
          'Our privacy notice (at /privacy-and-cookies) explains how long we keep reviews, including reviews that are no longer shown.',
        ),
      ],
    },
    {
      id: 'partner-replies',
      title: 'Replies from partners',
      blocks: [
        p(
          'The partner that organised an event can post a public reply to a review of it. A good reply thanks the reviewer, answers the points raised and explains what will change next time. Replies appear under the review they answer.',
        ),
        p(
          'Replies follow the same rules as reviews. A reply must not reveal personal information about the reviewer, such as their company, booking details or contact details, must not pressure the reviewer to change their review and must not be used for advertising.',
        ),
      ],
    },
    {
      id: 'rules-for-partners',
      title: 'Rules for partners',
      blocks: [
        p(
          'To keep reviews trustworthy, partners and anyone acting for them (staff, agencies, speakers, sponsors or friends) must not:',
        ),
        ul(
          'review their own events, or ask someone connected to them to do so;',
          'write or submit a review on behalf of an attendee, even with the attendee’s permission;',
          'offer anything in return for a review, or for a positive review, such as discounts, free tickets, gifts, prize draws or upgrades;',
          'review or arrange reviews of a competitor’s events;',
          'ask attendees to change or withdraw a review.',
        ),
        p(
          'Partners may remind their attendees that a review questionnaire is on its way, as long as the reminder is neutral and goes to every attendee, not just those expected to be happy. We never remove or hide a review because it is negative, and partners cannot pay to change which reviews are shown.',
        ),
      ],
    },
    {
      id: 'content-that-is-not-allowed',
      title: 'Content that is not allowed',
      blocks: [
        p('Reviews, subscores, comments and replies must not contain:'),
        ul(
          'offensive, abusive, threatening or harassing language, including insults aimed at staff, speakers or other attendees;',
          'hate speech or discrimination on the basis of race, ethnicity, nationality, religion, sex, gender identity, sexual orientation, disability or age;',
          'sexually explicit material;',
          'personal information, such as phone numbers, email or home addresses, or details that identify another attendee;',
          'advertising, links, promotional codes or requests to contact someone outside Pavilion;',
          'content that is not about the event, such as general political or religious comments, or complaints about Pavilion itself (please send these to customer support instead);',
          'false statements, reviews of events you did not attend, or reviews written for someone else;',
          'allegations of criminal behaviour (please report these to the event organiser and the police instead);',
          'material that infringes someone else’s copyright or other rights, or that encourages anything illegal;',
          'spam, repeated submissions of the same text, or content generated in bulk.',
        ),
        p(
          'Criticism is welcome. A review can be negative, and a low score is not a reason for removal, as long as the review describes a real experience and follows these rules.',
        ),
      ],
    },
    {
      id: 'how-we-check-content',
      title: 'How we check content',
      blocks: [
        h3('Automatic checks'),
        p(
          'Every review and every reply is checked automatically before it appears. The checks look for things such as offensive language, personal information, links and advertising, and patterns that suggest a review is fake or was paid for.',
        ),
        h3('Published or flagged'),
        p(
          'Content that passes the checks is approved and published. Content that the checks flag goes to our moderators, who read it and decide whether it can be published. Moderators aim to review flagged content within five business days; during that time it is not shown.',
        ),
        h3('Removal and resubmission'),
        p(
          'A published review or reply can be removed later if it turns out to break these guidelines, for example after someone reports it to customer support. We will tell the author which rule was broken. A removed review can be resubmitted once the problem has been fixed; a resubmitted review goes through the same checks as a new one.',
        ),
      ],
    },
    {
      id: 'editing-or-withdrawing-a-review',
      title: 'Editing or withdrawing a review',
      blocks: [
        p(
          `Once you have submitted a review, you cannot edit it yourself. If you want to correct it, update it or withdraw it, contact customer support at ${SUPPORT_EMAIL} from the email address on your account and tell us which review and what you want to change.`,
        ),
        p(
          'We do not change the wording of a review unless its author asks us to. An edited review is checked again before it is published.',
        ),
        p(
          'If you close your account, the reviews you published stay, because they describe a real experience that helps other attendees, but they show no name: they read as written by a former attendee. If you want them gone as well, ask customer support to withdraw them before you close your account.',
        ),
      ],
    },
    {
      id: 'strikes-and-suspensions',
      title: 'Strikes and account suspensions',
      blocks: [
        p(
          'Each time content you post is removed or rejected for breaking these guidelines, your account receives a strike. Strikes count within a rolling period of 90 days:',
        ),
        ul(
          'First strike: a warning, explaining which rule was broken.',
          'Second strike within 90 days of the first: your account is temporarily suspended and reactivated after two weeks.',
          'Third strike within 90 days: your account is suspended, without an automatic reactivation date.',
        ),
        p(
          'Egregious content, such as threats of violence, hate speech, content that exploits children, or organised fake reviews, may lead to immediate and permanent suspension without any earlier warning.',
        ),
        p(
          'A suspended account cannot post reviews or replies or make new registrations; the registrations it already has stay valid, and it can still sign in and appeal.',
        ),
        p(
          'A request to withdraw your own review is not a strike. These steps apply to partner accounts in the same way as to attendee accounts: a removed reply is a strike against the team member who wrote it. A partner that breaks the rules for partners may also have its events reviewed again by our administrators.',
        ),
      ],
    },
    {
      id: 'sanctions',
      title: 'Sanctions',
      blocks: [
        p(
          'Depending on how serious the breach is, and on any earlier breaches, we may take one or more of the following measures, in addition to removing the content:',
        ),
        ul(
          'block the account from making new registrations;',
          'cancel existing registrations made through the account;',
          'block access to the Pavilion platform;',
          'block access to customer support, other than to appeal;',
          'block access to the account.',
        ),
        p(
          'We choose the measure that fits the breach, and we tell you which measure we have taken and why. If we cancel registrations, we also explain what happens to the payment for them.',
        ),
      ],
    },
    {
      id: 'who-enforces-these-guidelines',
      title: 'Who enforces these guidelines',
      blocks: [
        ul(
          'Customer support receives reports about content, handles requests to edit or withdraw reviews and answers questions about these guidelines.',
          'Our fraud team investigates fake, paid-for or incentivised reviews, misuse of accounts and suspicious payments.',
          'Our moderators review flagged and reported content, decide whether it is published or removed, and issue strikes.',
        ),
        p(
          'To report a review that you think breaks these guidelines, sign in and choose Report under the review on the event page, with the reason. Each reader can report a review once. The review stays shown while our moderators look at it.',
        ),
        p(
          `To report a reply, contact customer support at ${SUPPORT_EMAIL} with a link to the event and a short explanation.`,
        ),
      ],
    },
    {
      id: 'appeals',
      title: 'Appeals',
      blocks: [
        p(
          `If you think we got a decision wrong, whether a removal, a strike, a suspension or another sanction, you can appeal. Appeal a strike from the reviews page of your account, or write to ${SUPPORT_EMAIL}, and explain why you think the decision should change. Even when your access to customer support is blocked, an appeal always reaches us.`,
        ),
        p(
          'Where possible, your appeal is looked at by someone who was not involved in the original decision. We will tell you the outcome and the reasons for it. If the appeal succeeds, we reverse the decision: the content is restored, the strike is removed or the account is reactivated.',
        ),
      ],
    },
  ],
};
