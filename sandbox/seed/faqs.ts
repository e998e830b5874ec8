/** FAQ items of the help centre, EN and SW. */
export interface Faq {
  questionId: string;
  category: string;
  question: string;
  answer: string;
}

export const faqs: Record<'en' | 'sw', Faq[]> = {
  en: [
    {
      questionId: 'Q1',
      category: 'Recharge',
      question: 'How do I recharge my prepaid line?',
      answer:
        '<p>Open <strong>Prepaid Recharge</strong>, enter your number and an amount, then choose a payment method.</p>',
    },
    {
      questionId: 'Q2',
      category: 'Recharge',
      question: 'Can I buy a bundle for another number?',
      answer: '<p>Yes. Enter the other Twiga number and choose a bundle.</p>',
    },
    {
      questionId: 'Q3',
      category: 'Bill Payment',
      question: 'How do I pay my postpaid bill?',
      answer:
        '<p>Open <strong>Postpaid Bill Pay</strong>, fetch your bill with an OTP or your account number, then pay.</p>',
    },
    {
      questionId: 'Q4',
      category: 'Twiga Money',
      question: 'I forgot my Twiga Money PIN',
      answer: '<p>Dial *150*60# or visit a Twiga shop to reset your PIN.</p>',
    },
    {
      questionId: 'Q5',
      category: 'Internet',
      question: 'How do I check my data balance?',
      answer: '<p>Open <strong>Data Bundle</strong> and choose Check Balance.</p>',
    },
  ],
  sw: [
    {
      questionId: 'Q1',
      category: 'Kuongeza salio',
      question: 'Ninaongezaje salio la laini ya malipo kabla?',
      answer:
        '<p>Fungua <strong>Ongeza Salio</strong>, weka namba yako na kiasi, kisha chagua njia ya malipo.</p>',
    },
    {
      questionId: 'Q2',
      category: 'Kuongeza salio',
      question: 'Naweza kununua kifurushi kwa namba nyingine?',
      answer: '<p>Ndiyo. Weka namba nyingine ya Twiga na uchague kifurushi.</p>',
    },
    {
      questionId: 'Q3',
      category: 'Malipo ya bili',
      question: 'Ninalipaje bili yangu ya malipo baadaye?',
      answer:
        '<p>Fungua <strong>Lipa Bili</strong>, pata bili kwa OTP au namba ya akaunti, kisha lipa.</p>',
    },
    {
      questionId: 'Q4',
      category: 'Twiga Money',
      question: 'Nimesahau PIN yangu ya Twiga Money',
      answer: '<p>Piga *150*60# au tembelea duka la Twiga kubadilisha PIN.</p>',
    },
    {
      questionId: 'Q5',
      category: 'Intaneti',
      question: 'Ninaangaliaje salio la data?',
      answer: '<p>Fungua <strong>Vifurushi vya Data</strong> na uchague Angalia Salio.</p>',
    },
  ],
};
