// Meta's envelope around one change of a Cloud API notification (no imports: the browser tests'
// process uses it without loading the server's modules).

export function cloudNotification(value: Record<string, unknown>, phoneNumberId = 'waba') {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'waba',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '5511999999999', phone_number_id: phoneNumberId },
              ...value,
            },
          },
        ],
      },
    ],
  };
}
