async function query(data) {
	const response = await fetch(
		"https://router.huggingface.co/deepinfra/v1/openai/audio/speech",
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
	input: "Welcome aboard. The next stop is Central Station.",
	model: "hexgrad/Kokoro-82M",
}).then((audio) => {
	// audio is a Blob
	console.log(audio.size, audio.type);
});
