-- Phone numbers are stored in one form, digits with an optional leading +, as the API now
-- writes them; numbers saved as typed ("+234 803 555 0199") are brought to it.
UPDATE users SET phone = regexp_replace(phone, '[\s()-]', '', 'g') WHERE phone ~ '[\s()-]';
