async function query(data) {
	const response = await fetch(
		"https://router.huggingface.co/hf-inference/models/facebook/mms-tts-eng",
		{
			method: "POST",
			headers: {
				Authorization: `Bearer ${process.env.HF_TOKEN}`,
				"Content-Type": "application/json",
			},
			body: JSON.stringify(data),
		},
	);
	const result = await response.blob();
	return result;
}

query({
	inputs: "Welcome aboard. The next stop is Central Station.",
}).then((audio) => {
	// audio is a Blob
	console.log(audio.size, audio.type);
});
